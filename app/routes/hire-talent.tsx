// Placeholder: owned by the shell work; replace with the real screen.
export default function Screen() {
  return <h1 className="p-8 text-2xl font-bold">Hire talent</h1>;
}
