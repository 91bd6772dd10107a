/** What demo mode hands the app; declared here so the app never imports the mock backend's types statically. */
export interface DemoAccount {
  email: string;
  name: string;
  note: string;
}

export interface DemoMail {
  to: string;
  subject: string;
  link: string | null;
  code: string | null;
}

export interface DemoHandle {
  accounts: DemoAccount[];
  password: string;
  /** The e-mails the mock backend "sent" (reset links, sign-in codes), newest first. */
  outbox: () => DemoMail[];
  /** Reseeds the mock backend and reloads the page. */
  reset: () => void;
}
