// A text imported as `?raw&play`: Vite's raw import under another module id (its own copy in the
// importing chunk; see views/play.ts).
declare module '*?raw&play' {
  const text: string;
  export default text;
}
