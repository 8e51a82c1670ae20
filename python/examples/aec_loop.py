#!/usr/bin/env python3
"""A PettingZoo-style AEC (agent environment cycle) loop over a variant, with numpy alone:
agents take turns; each sees its observation and an action mask, acts, and gets its reward
when the game ends. PettingZoo's own AECEnv has the same methods (reset, agent_iter, last,
step), so this class can subclass it where PettingZoo is installed.

    python3 python/examples/aec_loop.py [variant] [games]
"""

import sys

import numpy as np

import adaptoid


class AdaptoidAEC:
    def __init__(self, variant="adaptoid"):
        self.variant = adaptoid.Variant(variant)
        self.possible_agents = list(adaptoid.COLOURS[: self.variant.players])

    def reset(self, seed=None):
        self.state = self.variant.start()
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}

    @property
    def agent_selection(self):
        return self.possible_agents[self.state.current_player]

    def observe(self, agent):
        mask = np.zeros(self.variant.num_distinct_actions, dtype=np.int8)
        if not self.state.is_over():
            mask[self.state.legal_actions()] = 1
        return {"observation": self.state.observation(), "action_mask": mask}

    def last(self):
        agent = self.agent_selection
        return (self.observe(agent), self.rewards[agent], self.terminations[agent], self.truncations[agent], {})

    def agent_iter(self, max_iter=10_000):
        for _ in range(max_iter):
            if all(self.terminations.values()):
                return
            yield self.agent_selection

    def step(self, action):
        if self.state.is_over():
            return
        self.state.apply_action(int(action))
        if self.state.is_over():
            for agent, reward in zip(self.possible_agents, self.state.returns()):
                self.rewards[agent] = reward
                self.terminations[agent] = True


def main():
    variant = sys.argv[1] if len(sys.argv) > 1 else "adaptoid"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    rng = np.random.default_rng(0)
    env = AdaptoidAEC(variant)
    for game in range(games):
        env.reset()
        plies = 0
        for agent in env.agent_iter(max_iter=400):
            observation, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                break
            env.step(rng.choice(np.flatnonzero(observation["action_mask"])))
            plies += 1
        print("game %d: %d plies, rewards %s" % (game + 1, plies, env.rewards))


if __name__ == "__main__":
    main()
