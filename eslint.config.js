import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import local from "./scripts/eslint/boundaries.js";
import i18n from "./scripts/eslint/i18n.js";
import owners from "./scripts/eslint/state-owners.js";

// Hard-coded user-facing strings (docs/decisions/018): the web's directories and files already translated,
// where JSX text and labels must come from the message catalogues (`t("key")`). When a screen family is translated,
// add its folder here (e.g. "apps/web/app/features/<name>/**"). The operations console stays English and is never
// listed (apps/web/app/routes/ops, features/ops-*).
const TRANSLATED_UI = [
  "apps/web/app/components/layout/**/*.tsx",
  "apps/web/app/components/ui/**/*.tsx",
  "apps/web/app/routes/site-layout.tsx",
  "apps/web/app/routes/public/not-found.tsx",
  // every rider screen and the chauffeur app; the console and the development mailbox stay English
  "apps/web/app/features/**/*.tsx",
  "apps/web/app/routes/**/*.tsx",
];
/** Strings that stay as they are in every language (brand and product names). */
const UNTRANSLATED_STRINGS = ["Instagram", "Twitter", "LinkedIn", "WhatsApp"];

// Source of every kind, tests included (the size rules read these).
const SOURCE = ["**/*.{ts,tsx,js,mjs,cjs}"];
const TESTS = ["**/*.test.ts", "**/*.int.test.ts", "**/*.spec.ts", "**/*.test.tsx"];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/build-*/**",
      "**/artifacts/**",
      "**/dist/**",
      "**/.react-router/**",
      "e2e/artifacts/**",
      ".tmp/**",
      "data/**",
      // deliberate violations, linted on purpose by scripts/lint-config.test.ts
      "scripts/lint-fixtures/**",
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },

  // Boundaries (docs/ARCHITECTURE.md: "Server modules", "Web features", "Contracts"). Import cycles are found by
  // scripts/check-cycles.mjs (madge, run by `npm run lint` after ESLint): eslint-plugin-import-x needs unrs-resolver,
  // whose platform packages the registry reachable here does not all serve, so `npm ci` could not install it.
  {
    files: SOURCE,
    plugins: { local },
    rules: {
      // web features through their public entry (lazy entries loaded with import(), so their weight stays out of
      // the first page, are listed)
      "local/web-feature-entry": ["error", { lazyEntries: ["features/places/google/*"] }],
      // server modules through index.ts (a test of another module may use its test data builders)
      "local/server-module-entry": ["error", { testHelpers: ["test-factories", "fake-razorpay.test-support"] }],
      // the contracts package imports nothing from apps/
      "local/contracts-no-apps": "error",
    },
  },

  // A booking's state has one owner each (docs/ARCHITECTURE.md, "How a booking's status moves"): its status is written
  // only by the booking machine's transitionBooking, its payment state only by the payments module.
  {
    files: SOURCE,
    ignores: [
      // a test arranges the state it then checks (a ride started hours ago, a booking already completed)
      ...TESTS,
      // createPendingFixture turns a confirmed ride fixture back into a pending booking: no event of the machine
      // leads back to pending, so the builder writes it directly
      "apps/server/src/modules/rides/test-factories.ts",
      // the backup benchmark fabricates a history of completed trips at load speed, outside the application
      "bench/backup.measure.ts",
    ],
    plugins: { owners },
    rules: {
      "owners/booking-state-owner": [
        "error",
        {
          statusOwners: ["apps/server/src/modules/bookings/lifecycle/transition.ts"],
          paymentOwners: ["apps/server/src/modules/payments/"],
        },
      ],
    },
  },

  // No hard-coded user-facing strings where the screens are translated (TRANSLATED_UI above)
  {
    files: TRANSLATED_UI,
    ignores: ["apps/web/app/routes/ops/**", "apps/web/app/routes/dev/**", "apps/web/app/features/ops-*/**", ...TESTS],
    plugins: { i18n },
    rules: { "i18n/no-literal-string": ["error", { allow: UNTRANSLATED_STRINGS }] },
  },

  // Browser tests take `test` from the shared fixtures, which carry the automatic console-error guard.
  {
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import `test` from ./support/fixtures: it fails the test on a console error.",
            },
          ],
        },
      ],
    },
  },

  // Sizes: no file over 300 lines, no function over 80 (blank lines and comments not counted).
  {
    files: SOURCE,
    rules: {
      "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A test file's describe/it callbacks hold many cases and are not functions in this rule's sense, so tests are
    // read only by max-lines above.
    files: SOURCE,
    ignores: TESTS,
    rules: {
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
