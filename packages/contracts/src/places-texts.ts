/**
 * The saved and recent places' names, texts and paths, without any schema: the booking forms load these first, the
 * schemas of places.ts (and zod) only where they validate.
 */

/**
 * A rider's saved places ('Home' and 'Work') and the recent places of the place inputs. Saved places are
 * kept on the server per rider (table rider_places); recent places stay in the browser (localStorage, per device).
 * A saved place is only a shortcut for choosing it again: quoting resolves every place on the server as before.
 */
export const SAVED_PLACE_LABELS = ["home", "work"] as const;
export type SavedPlaceLabel = (typeof SAVED_PLACE_LABELS)[number];

/** The names the screens show for each label. */
export const SAVED_PLACE_NAMES: Record<SavedPlaceLabel, string> = { home: "Home", work: "Work" };

/** How many recent places a device keeps. */
export const RECENT_PLACES_MAX = 5;

export const savedPlaceMessages = {
  badLabel: "A saved place is either Home or Work.",
  saved: (label: SavedPlaceLabel) => `${SAVED_PLACE_NAMES[label]} saved.`,
  removed: (label: SavedPlaceLabel) => `${SAVED_PLACE_NAMES[label]} removed.`,
  notSaved: (label: SavedPlaceLabel) => `No ${SAVED_PLACE_NAMES[label]} place is saved.`,
  tooManyChanges: "Too many changes to your saved places. Please try again in a few minutes.",
  /** the web: a save or removal that failed */
  saveFailed: "We could not save this place. Please try again.",
  removeFailed: "We could not remove this place. Please try again.",
} as const;

/** The texts of the place inputs' saved and recent places and of the profile's 'Saved places'. */
export const savedPlaceTexts = {
  savedGroup: "Saved places",
  recentGroup: "Recent places",
  /** the search's own suggestions, when saved or recent places are listed above them */
  resultsGroup: "Places",
  clearRecent: "Clear recent places",
  recentCleared: "Recent places cleared.",
  saveAs: (label: SavedPlaceLabel) => `Save as ${SAVED_PLACE_NAMES[label]}`,
  savedAs: (label: SavedPlaceLabel) => `Saved as ${SAVED_PLACE_NAMES[label]}`,
  /** the group of save buttons under an input, named after the input's label */
  saveGroup: (inputLabel: string) => `Save ${inputLabel}`,
  profileHeading: "Saved places",
  profileHint:
    "Choose a place in any booking form, then 'Save as Home' or 'Save as Work'. Saved places come first in every place search.",
  notSavedYet: "Not saved yet",
  remove: (label: SavedPlaceLabel) => `Remove ${SAVED_PLACE_NAMES[label]}`,
} as const;

export const savedPlacePaths = {
  /** GET: the signed-in rider's saved places */
  list: "/api/v1/user/places",
  /** PUT SavedPlaceRequest: save (or replace) Home or Work; DELETE: remove it */
  one: (label: SavedPlaceLabel | ":label") => `/api/v1/user/places/${label}`,
} as const;
