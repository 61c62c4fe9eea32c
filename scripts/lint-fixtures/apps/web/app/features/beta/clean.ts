// Clean: another feature through its public entry, its own files by any path.
import { alphaLabel } from "~/features/alpha";
import { alphaLabel as again } from "~/features/alpha/index";
import { own } from "~/features/beta/own";

export const betaLabel = `${alphaLabel}-${again}-${own}`;
