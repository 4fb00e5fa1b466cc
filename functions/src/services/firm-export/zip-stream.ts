import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as a stream with fflate's streaming Zip (no dependencies, maintained, a few KiB):
 * entries are added one after the other, each pushed chunk by chunk, and the archive's bytes leave
 * through `stream` as they are made, waiting whenever its reader is behind (backpressure).
 * Text is deflated; documents (PDF, DOCX, images: compressed already) are stored as they are.
 */
export type ZipStream = {
  stream: Readable;
  /** Bytes written so far (the whole archive's size once `end` resolved). */
  size: () => number;
  addText: (name: string, text: string) => Promise<void>;
  addFile: (name: string, content: AsyncIterable<Uint8Array>) => Promise<void>;
  end: () => Promise<void>;
};

export const zipStream = (): ZipStream => {
  const stream = new PassThrough();
  let size = 0;
  const zip = new Zip((error, chunk, final) => {
    if (error) return void stream.destroy(error);
    size += chunk.length;
    stream.write(chunk);
    if (final) stream.end();
  });
  const drained = async () => {
    if (stream.writableNeedDrain) await once(stream, 'drain');
  };
  return {
    stream,
    size: () => size,
    async addText(name, text) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(new TextEncoder().encode(text), true);
      await drained();
    },
    async addFile(name, content) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of content) {
        entry.push(chunk);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
    },
    async end() {
      zip.end();
      if (!stream.writableFinished) await once(stream, 'finish');
    },
  };
};
