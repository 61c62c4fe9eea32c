import { SignInScreen } from "~/features/driver-app";

export const meta = () => [{ title: "Sign in · Chauffeur app" }, { name: "robots", content: "noindex" }];

export default function DriverSignIn() {
  return <SignInScreen />;
}
