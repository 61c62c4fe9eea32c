import { SignInScreen, driverTitle } from "~/features/driver-app";

export const meta = () => [{ title: driverTitle("meta.signIn") }, { name: "robots", content: "noindex" }];

export default function DriverSignIn() {
  return <SignInScreen />;
}
