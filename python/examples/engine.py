#!/usr/bin/env python3
"""A tiny engine written with the adaptoid module, speaking the engine protocol
(specs/engine-protocol.md) on standard input and output, so that `adaptoid match` plays it
as `cmd:python3 python/examples/engine.py`:

    adaptoid match --variant adaptoid --players 'cmd:python3 python/examples/engine.py' random

It plays a turn that wins at once if there is one, else one after which no opponent's reply
wins at once (found by the library's endgame search), else any; ties are broken at random.
Every rule comes from the module: this file only talks and chooses.
"""

import random
import sys

import adaptoid


class Engine:
    def __init__(self, seed=1):
        self.variant = adaptoid.Variant("adaptoid")
        self.state = self.variant.start()
        self.rng = random.Random(seed)

    def say(self, line):
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    def position(self, args):
        body, _, turns = args.partition(" turns")
        body = body.strip()
        if body.split(" ")[0] == "startpos":
            words = body.split()
            seed = int(words[2]) if len(words) > 2 and words[1] == "seed" else None
            state = self.variant.start(seed)
        else:
            name = body.split(" ")[0]
            if name != self.variant.name:
                self.variant = adaptoid.Variant(name)
            state = self.variant.state(body)
        for turn in turns.split(";"):
            if turn.strip():
                state.apply(turn.strip())
        self.state = state

    def choose(self):
        me = self.state.current_player
        turns = self.state.legal_turns()
        self.rng.shuffle(turns)
        safe = []
        for turn in turns:
            self.state.apply(turn)
            if self.state.winner() == me:
                self.state.undo()
                return turn
            if not self.state.is_over():
                # A win within one turn of the player now to move: their winning reply.
                threat = adaptoid.solve_endgame(self.state, 1, node_budget=20000)
                if threat["value"] != "win":
                    safe.append(turn)
            self.state.undo()
        return (safe or turns)[0]

    def handle(self, line):
        command, _, args = line.strip().partition(" ")
        if command == "adaptoid":
            self.say("id name tiny-python-engine")
            self.say("adaptoidok")
        elif command == "isready":
            self.say("readyok")
        elif command == "variant":
            self.variant = adaptoid.Variant(args.strip())
            self.state = self.variant.start()
        elif command == "position":
            self.position(args)
        elif command == "legal":
            turns = self.state.legal_turns() if not self.state.is_over() else []
            self.say(("legal %d " % len(turns) + "; ".join(turns)).strip())
        elif command == "go":
            if self.state.is_over():
                self.say("error go: the game is over")
            else:
                self.say("bestmove " + self.choose())
        elif command == "quit":
            return False
        elif command in ("newgame", "setoption", "stop", ""):
            pass
        else:
            self.say("error unknown command '%s'" % command)
        return True


def main():
    engine = Engine()
    for line in sys.stdin:
        try:
            if not engine.handle(line):
                break
        except adaptoid.AdaptoidError as e:
            engine.say("error " + str(e))


if __name__ == "__main__":
    main()
