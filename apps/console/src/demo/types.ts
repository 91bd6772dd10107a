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

/** A named scenario of the mock backend (who is logged in, what state the data is in, how the network behaves). */
export interface DemoScenario {
  name: string;
  label: string;
}

export interface DemoHandle {
  accounts: DemoAccount[];
  password: string;
  /** The e-mails the mock backend "sent" (reset links, sign-in codes), newest first. */
  outbox: () => DemoMail[];
  /** Every scenario the demo can start from. */
  scenarios: DemoScenario[];
  /** The scenario the demo data was seeded with, or null for the demo seed (nobody logged in). */
  scenario: DemoScenario | null;
  /** Reseeds the mock backend with a scenario and reloads the console at its start. */
  loadScenario: (name: string) => void;
  /** Reseeds the mock backend with the demo seed and reloads the page, logged out. */
  reset: () => void;
}
