import { Outlet } from "react-router";

export default function LegalLayout() {
  return <Outlet />;
}
