import { ocrReader, type OcrReader } from '../../functions/src/services/document-ocr';
import { readText } from '../../functions/src/services/document-text';
import { samplePdf } from '../../infra/local/sample-files';
import { scannedPage, scannedPdf, wordsRecognised } from '../support/scanned-page';
import { ms, percentile } from './stats';

/** A French scanned page: a summons' opening lines. */
export const FRENCH_PAGE = [
  'Cabinet Maître Salma Bennani, avocate au barreau de Casablanca',
  'À Monsieur le Président du Tribunal de première instance',
  'Requête en référé aux fins d’expulsion',
  'Pour : la société Atlas Immobilier, société anonyme',
  'Contre : Monsieur Karim Alaoui, commerçant',
  'Le requérant a donné à bail au défendeur un local commercial',
  'situé boulevard Zerktouni, moyennant un loyer mensuel',
  'de huit mille dirhams payable d’avance le premier du mois.',
  'Le défendeur ne règle plus les loyers depuis le mois de mars',
  'malgré la mise en demeure qui lui a été notifiée par huissier.',
  'Par ces motifs, plaise au tribunal ordonner son expulsion',
  'sous astreinte de cinq cents dirhams par jour de retard.',
];

/** An Arabic scanned page: the same request's opening lines. */
export const ARABIC_PAGE = [
  'مكتب الأستاذة سلمى بناني المحامية بهيئة الدار البيضاء',
  'إلى السيد رئيس المحكمة الابتدائية',
  'مقال استعجالي من أجل الإفراغ',
  'لفائدة شركة أطلس العقارية شركة مساهمة',
  'ضد السيد كريم العلوي تاجر',
  'أكرى المدعي للمدعى عليه محلا تجاريا',
  'كائنا بشارع الزرقطوني مقابل وجيبة شهرية',
  'قدرها ثمانية آلاف درهم تؤدى مسبقا في أول كل شهر',
  'وقد توقف المدعى عليه عن أداء الوجيبة منذ شهر مارس',
  'رغم الإنذار الذي بلغ إليه بواسطة المفوض القضائي',
  'لهذه الأسباب يلتمس المدعي الأمر بإفراغه',
  'تحت غرامة تهديدية قدرها خمسمائة درهم عن كل يوم تأخير',
];

const timed = async (runs: number, read: () => Promise<string>) => {
  const times: number[] = [];
  let text = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    text = await read();
    times.push(performance.now() - started);
  }
  return { times, text };
};

/**
 * Reading documents' texts, in this process (services/document-text, as the job calls it): the
 * text layer of a 50-page PDF; OCR of one scanned A4 page at 150 dpi, French and Arabic, as the
 * first scan of a batch (the engine started, both models loaded, the page read) and as the next
 * ones (the batch's worker reused), with the share of the page's words the reading found; and a
 * scanned PDF page (rendered, then read).
 */
export const benchDocumentText = async ({ runs = 3, log = console.log } = {}) => {
  // samplePdf writes Helvetica's ASCII: the page's letters without their accents.
  const ascii = FRENCH_PAGE.join('\n')
    .normalize('NFD')
    .replace(/[^\x20-\x7e\n]/g, '');
  const pages = Array.from({ length: 50 }, (_, n) => `Page ${n + 1}\n${ascii}`);
  const pdf = samplePdf(pages);
  const unused = ocrReader();
  const layer = await timed(runs * 3, () => readText('pdf', pdf, unused));
  log(`\nDocument text: the text layer of a 50-page PDF (${Math.round(pdf.length / 1024)} KiB), ${runs * 3} runs`);
  log(`  p50 ${ms(percentile(layer.times, 50))}, max ${ms(Math.max(...layer.times))}`);

  const frenchPng = scannedPage(FRENCH_PAGE);
  const scans = [
    { name: 'French scanned page (PNG)', expected: FRENCH_PAGE, read: (ocr: OcrReader) => readText('png', frenchPng, ocr) },
    {
      name: 'Arabic scanned page (PNG)',
      expected: ARABIC_PAGE,
      read: (ocr: OcrReader) => readText('png', scannedPage(ARABIC_PAGE, 'rtl'), ocr),
    },
    {
      name: 'French scanned PDF page',
      expected: FRENCH_PAGE,
      read: async (ocr: OcrReader) => readText('pdf', await scannedPdf(frenchPng), ocr),
    },
  ];
  log(`OCR (tesseract.js, fra+ara), one A4 page at 150 dpi, ${runs} runs each`);
  for (const scan of scans) {
    // First of a batch: a reader of its own, ended after it.
    const first = await timed(runs, async () => {
      const ocr = ocrReader();
      try {
        return await scan.read(ocr);
      } finally {
        await ocr.end();
      }
    });
    // The batch's next scans: one reader, started before the measure.
    const batch = ocrReader();
    await scan.read(batch);
    const next = await timed(runs, () => scan.read(batch));
    await batch.end();
    const share = (wordsRecognised(scan.expected, first.text) * 100).toFixed(1);
    log(
      `  ${scan.name}: first of a batch p50 ${ms(percentile(first.times, 50))}, next ones p50 ${ms(percentile(next.times, 50))}; words recognised ${share}%`,
    );
  }
};
