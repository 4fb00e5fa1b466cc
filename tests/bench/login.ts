import { verifyRegistration } from './registration';
import { measure, ms, percentile } from './stats';

const post = async (url: string, body: unknown) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
};

/** p50/p95 of the login route over 200 sequential sign-ins of one account. */
export const benchLogin = async (apiUrl: string) => {
  const email = `bench.${Date.now()}@bench.ma`;
  const password = 'Bench@2026';
  const registered = await post(`${apiUrl}/api/account/register`, {
    userName: 'Bench',
    userFirstName: 'Login',
    structure: 'Cabinet Bench',
    email,
    phone: '0612345678',
    password,
  });
  if (registered !== 202) throw new Error(`register answered ${registered}`);
  await verifyRegistration(apiUrl, email);
  const latencies = await measure(200, 1, async () => {
    const status = await post(`${apiUrl}/api/Account/login`, { username: email, password });
    if (status !== 200) throw new Error(`login answered ${status}`);
  });
  console.log(`\nLogin on the local stack, 200 requests: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}`);
};
