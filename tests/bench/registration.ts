/**
 * Bench firms register through the API like any firm, so their address is verified through the
 * link of their registration email, read from the bench stack's mailbox (`useMailbox`).
 */
let mailboxUrl: string | undefined;

export const useMailbox = (url: string) => {
  mailboxUrl = url;
};

type Stored = { emails: { destination: { to: string[] }; body: { text?: string } }[] };

export const verifyRegistration = async (apiUrl: string, email: string): Promise<void> => {
  if (!mailboxUrl) throw new Error('bench: useMailbox(stack.mailboxUrl) first');
  for (let attempt = 0; attempt < 100; attempt++) {
    const { emails } = (await (await fetch(new URL('/store', mailboxUrl))).json()) as Stored;
    const text = emails.filter((mail) => mail.destination.to.includes(email)).pop()?.body.text ?? '';
    const token = /verify-email\?token=([\w-]+)/.exec(text)?.[1];
    if (token) {
      const response = await fetch(`${apiUrl}/api/account/verify-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      if (response.status !== 200) throw new Error(`bench: verify-email of ${email} answered ${response.status}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bench: no verification email reached ${email}`);
};
