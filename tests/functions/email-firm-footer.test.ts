import { FSI, LRI, PDI } from '@mizan/shared/bidi';
import { describe, expect, it } from 'vitest';
import { withFirmFooter } from '../../functions/src/services/emails/firm-footer';
import { invitationEmail } from '../../functions/src/services/emails/templates';

const firm = {
  nom: 'Cabinet Tazi',
  adresse: '12, Boulevard Anfa\nÉtage 3',
  ville: 'الدار البيضاء',
  phone: '+212 522 12 34 56',
};
const values = { recipientName: 'Salma', inviterName: 'Karim Tazi', firmName: 'Cabinet Tazi', link: 'https://app.test/x' };
const emailIn = (language: 'fr' | 'ar' | 'en') => invitationEmail('salma@example.ma', language, values);
const isolated = (v: string) => `${FSI}${v}${PDI}`;

describe("an email's firm footer", () => {
  it.each([
    ['fr', 'Tél.', ', '],
    ['ar', 'الهاتف', '، '],
    ['en', 'Phone', ', '],
  ] as const)('carries the firm address and phone in %s, each value isolated in the text', (language, phoneLabel, separator) => {
    const mail = withFirmFooter(emailIn(language), firm);
    const footer = mail.text.split('\n-- \n')[1];
    expect(footer).toBe(
      [
        isolated('Cabinet Tazi'),
        [isolated('12, Boulevard Anfa'), isolated('Étage 3'), isolated('الدار البيضاء')].join(separator),
        `${phoneLabel} ${LRI}+212 522 12 34 56${PDI}`,
      ].join('\n'),
    );
    expect(mail.text.startsWith(emailIn(language).text)).toBe(true);
  });

  it.each(['fr', 'ar', 'en'] as const)(
    'puts each value in its own <bdi> of the HTML part, escaped, before the body ends (%s)',
    (language) => {
      const mail = withFirmFooter(emailIn(language), { ...firm, nom: 'Cabinet <Tazi> & Associés' });
      const html = mail.html;
      expect(html).toContain('<bdi>Cabinet &lt;Tazi&gt; &amp; Associés</bdi><br>');
      expect(html).toContain('<bdi>12, Boulevard Anfa</bdi>');
      expect(html).toContain('<bdi>الدار البيضاء</bdi>');
      expect(html).toContain('<bdi dir="ltr">+212 522 12 34 56</bdi></p></body></html>');
      expect(html).not.toContain('<Tazi>');
    },
  );

  it('leaves the email as it is when the firm set neither an address nor a phone', () => {
    const mail = emailIn('fr');
    expect(withFirmFooter(mail, { nom: 'Cabinet Tazi' })).toEqual(mail);
    expect(withFirmFooter(mail, undefined)).toEqual(mail);
  });

  it('carries the phone alone when only the phone is set', () => {
    const mail = withFirmFooter(emailIn('en'), { nom: 'Cabinet Tazi', phone: '0522123456' });
    expect(mail.text.split('\n-- \n')[1]).toBe(`${isolated('Cabinet Tazi')}\nPhone ${LRI}0522123456${PDI}`);
  });
});
