// The admin login's second step for the scripts (bench, screenshots): the one-time code the
// sandbox SMS sender put in its outbox (/sandbox/sms), entered on the code step of /adminLogin.

/** The code of the newest text message to `phone` on the server at `base`. */
export async function newestAdminCode(base, phone) {
  const outbox = await (await fetch(`${base}/sandbox/sms?to=${phone.replace(/\D/g, '')}`)).text();
  const code = /<td class="text">[^<]*?\b(\d{6})\b/.exec(outbox)?.[1];
  if (!code) throw new Error('no admin login code in the SMS outbox');
  return code;
}

/** On /adminLogin after the numbers were sent: enters the code and confirms. */
export async function enterAdminCode(page, base, phone) {
  await page.locator('input[name=oneTimeCode]').waitFor();
  await page.locator('input[name=oneTimeCode]').fill(await newestAdminCode(base, phone));
  await page.locator('button[type=submit]').click();
}
