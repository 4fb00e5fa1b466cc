/** An XMLHttpRequest whose upload the test moves along: progress, then the storage's answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  status = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  finish(status: number) {
    this.status = status;
    this.onload?.();
  }
}
