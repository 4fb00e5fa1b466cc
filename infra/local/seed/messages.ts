import { DEMO_CLIENT } from './dossiers';
import { FIRM_ADMIN } from './firm';
import { expectStatus, type SeedModule } from './types';
import { dossierId } from './lookups';

type Step = { by: 'lawyer' | 'client'; sujet: string; contenu: string } | { opens: 'lawyer' | 'client' };

/**
 * Threads between Fatima Zahra El Idrissi and her lawyer, as each sends and opens them: on
 * 2026/1187/092 a read exchange and the lawyer's last message, still unread by her; on
 * 2025/0412/118 her question, not yet read by the firm. So both sides have read and unread
 * messages, and the badges show.
 */
const THREADS: Record<string, Step[]> = {
  '2026/1187/092': [
    {
      by: 'lawyer',
      sujet: 'الوثائق المطلوبة',
      contenu: 'السيدة الإدريسي،\nالمرجو موافاتنا بنسخة من عقد الزواج وشهادة السكنى قبل الجلسة المقبلة.\nمع التحية.',
    },
    { opens: 'client' },
    {
      by: 'client',
      sujet: 'الوثائق المطلوبة',
      contenu: 'شكرًا أستاذ. سأرسل الوثائق عبر المنصة هذا الأسبوع.',
    },
    { opens: 'lawyer' },
    {
      by: 'lawyer',
      sujet: 'Audience de conciliation',
      contenu:
        'Madame,\nL’audience de conciliation est fixée ; merci de vous présenter au tribunal 30 minutes avant l’heure.\nBien à vous,\nY. Benali',
    },
  ],
  '2025/0412/118': [
    {
      by: 'client',
      sujet: 'Copie de l’acte de vente',
      contenu: 'Bonjour Maître,\nPourriez-vous m’envoyer une copie certifiée de l’acte de vente ? Ma banque la demande.\nMerci.',
    },
  ],
};

/** The greatest ULID. */
const NEWEST = '7ZZZZZZZZZZZZZZZZZZZZZZZZZ';

/** The demo threads, through AddMessage and the thread's reading, as the two screens send them. A thread already written is left as it is. */
export const messages: SeedModule = {
  name: 'messages',
  accounts: [],
  async run(ctx) {
    const sessions = {
      lawyer: await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password),
      client: await ctx.signIn(DEMO_CLIENT.email, DEMO_CLIENT.password),
    };
    for (const [refCabinet, steps] of Object.entries(THREADS)) {
      const id = await dossierId(ctx, sessions.lawyer.token, refCabinet);
      // The page before the greatest possible id is the newest one, read without marking anything read.
      const thread = await ctx.api<unknown[]>('messages.list', {
        token: sessions.lawyer.token,
        params: { id },
        query: { cursor: NEWEST, limit: 1 },
      });
      expectStatus(thread, [200], `reading the thread of ${refCabinet}`);
      if (thread.body.length) continue;
      for (const step of steps) {
        if ('opens' in step) {
          const read = await ctx.api('messages.list', { token: sessions[step.opens].token, params: { id } });
          expectStatus(read, [200], `opening the thread of ${refCabinet}`);
        } else {
          const sent = await ctx.api('messages.add', {
            token: sessions[step.by].token,
            body: { idDossier: id, sujet: step.sujet, contenu: step.contenu },
          });
          expectStatus(sent, [201], `a message on ${refCabinet}`);
        }
      }
    }
  },
};
