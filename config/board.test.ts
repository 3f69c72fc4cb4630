import { describe, expect, it } from "vitest";
import { Board, boardPart, currentBoard, currentPart, runWithBoard } from "./board";

describe("the board scope", () => {
  it("is the default board outside any scope, the same one each time", () => {
    const outside = currentBoard();
    expect(outside).toBeInstanceOf(Board);
    expect(currentBoard()).toBe(outside);
  });

  it("is the scope's board inside runWithBoard, the inner one when nested, and the default again after", () => {
    const outside = currentBoard();
    const [a, b] = [new Board(), new Board()];
    runWithBoard(a, () => {
      expect(currentBoard()).toBe(a);
      runWithBoard(b, () => expect(currentBoard()).toBe(b));
      expect(currentBoard()).toBe(a);
    });
    expect(currentBoard()).toBe(outside);
  });

  it("follows the work a scope starts: awaits, timers and promise callbacks", async () => {
    const [a, b] = [new Board(), new Board()];
    const seen = async (board: Board) =>
      runWithBoard(board, async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        const inTimer = await new Promise<Board>((resolve) => setTimeout(() => resolve(currentBoard()), 1));
        const inThen = await Promise.resolve().then(() => currentBoard());
        return [currentBoard(), inTimer, inThen];
      });
    const [fromA, fromB] = await Promise.all([seen(a), seen(b)]);
    expect(fromA).toEqual([a, a, a]);
    expect(fromB).toEqual([b, b, b]);
    expect(fromA[0]).not.toBe(b);
  });
});

describe("a board's parts", () => {
  it("are made once per board, on first use", () => {
    let made = 0;
    const counter = boardPart("test-counter", () => ({ serial: ++made }));
    const [a, b] = [new Board(), new Board()];
    expect(a.part(counter)).toBe(a.part(counter));
    expect(b.part(counter)).not.toBe(a.part(counter));
    expect(made).toBe(2);
    expect(runWithBoard(b, () => currentPart(counter))).toBe(b.part(counter));
  });

  it("are found by name, so that a second copy of a module (the page bundle's) finds the same part", () => {
    const serverCopy = boardPart("test-shared", () => ({ from: "server" }));
    const bundleCopy = boardPart("test-shared", () => ({ from: "bundle" }));
    const board = new Board();
    expect(board.part(serverCopy)).toBe(board.part(bundleCopy));
    expect(board.part(bundleCopy).from).toBe("server");
  });
});
