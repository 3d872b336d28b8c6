"""Calls the TRL recipe as GRPOTrainer does, against a live reward service, with no trainer installed.

    python3 trl_check.py --url http://127.0.0.1:8765 cases.json

cases.json: {"cases": [{"row": <a line of `training grpo`'s JSONL>, "completion": "<the model's answer>"}]}.
GRPOTrainer passes each completion as a list of one assistant message (conversational prompts) and every
dataset column but the prompt as a keyword argument holding one value per completion; so does this check.
Prints {"rewards": [...]} in the cases' order.
"""

import json
import os
import sys

# -I leaves both folders off the path: the recipes are one up, the checks' shared code here.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import trl_reward  # noqa: E402
import check_cases  # noqa: E402


def main() -> None:
    url, cases = check_cases.arguments()
    rows = [case["row"] for case in cases]
    columns = {key: [row[key] for row in rows] for key in rows[0] if key != "prompt"}
    completions = [[{"role": "assistant", "content": case["completion"]}] for case in cases]
    reward = trl_reward.make_algoreval_reward(url=url)
    rewards = reward(prompts=[row["prompt"] for row in rows], completions=completions,
                     completion_ids=[[0]] * len(cases), trainer_state=None, **columns)
    json.dump({"rewards": rewards, "stats": reward.client.stats}, sys.stdout)


if __name__ == "__main__":
    main()
