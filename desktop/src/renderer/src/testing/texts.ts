/**
 * Before the desktop tests: every screen's texts, which the screen table
 * (screens.ts) adds to i18next, so a screen rendered alone reads its words
 * as it does in the app.
 */
import "../screens";
