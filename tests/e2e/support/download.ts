import { buffer } from 'node:stream/consumers';
import type { Download } from 'playwright-core';

/** A download's bytes, read through its stream: the suite's Chromium is a server the files connect to, which keeps no path for them. */
export const downloadedBytes = async (download: Download) => buffer(await download.createReadStream());
