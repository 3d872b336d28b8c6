"""AlgoREval execution reward for TRL's GRPOTrainer.

TRL calls each reward function with the batch's completions and every other column of the prompt dataset as
keyword arguments. ``./algoreval training grpo`` writes the ``instance`` and ``condition`` columns this function
reads, beside ``prompt`` (conversational, so TRL applies the model's chat template):

    from datasets import load_dataset
    from trl import GRPOConfig, GRPOTrainer
    from trl_reward import algoreval_reward

    trainer = GRPOTrainer(model="Qwen/Qwen2.5-Coder-7B-Instruct", reward_funcs=[algoreval_reward],
                          train_dataset=load_dataset("json", data_files="grpo.jsonl")["train"],
                          args=GRPOConfig(num_generations=8, max_completion_length=4096))

The whole batch goes to the service in one call; 429 (service busy) and 503 are waited out and retried
(``algoreval_reward.RewardClient``). The service is at ``$ALGOREVAL_REWARD_URL`` (default
http://127.0.0.1:8765). ``$ALGOREVAL_LADDER`` (base or plus) overrides the ladder the condition implies.
"""

from __future__ import annotations

import os
import sys
from typing import Any, Callable, List, Optional, Sequence

# The client sits beside this file; trainers load reward files from anywhere.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from algoreval_reward import RewardClient, completion_text, reward_request  # noqa: E402


def make_algoreval_reward(url: Optional[str] = None, ladder: Optional[str] = None,
                          client: Optional[RewardClient] = None) -> Callable[..., List[float]]:
    """A reward function bound to one service and ladder (None: the ladder the condition implies)."""
    service = client or RewardClient(url)

    def algoreval_reward(completions: Sequence[Any], instance: Sequence[str],
                         condition: Optional[Sequence[str]] = None, **kwargs: Any) -> List[float]:
        conditions = condition if condition is not None else [None] * len(completions)
        if not (len(instance) == len(completions) == len(conditions)):
            raise ValueError("one instance and condition per completion: %d completions, %d instances, %d conditions"
                             % (len(completions), len(instance), len(conditions)))
        return service.rewards([reward_request(i, completion_text(c), k, ladder)
                                for i, c, k in zip(instance, completions, conditions)])

    algoreval_reward.client = service  # type: ignore[attr-defined]
    return algoreval_reward


_default: Optional[Callable[..., List[float]]] = None


def algoreval_reward(completions: Sequence[Any], instance: Sequence[str], **kwargs: Any) -> List[float]:
    """TRL's reward function signature: one reward per completion, each scored for its row's instance under its
    row's condition. Named so in TRL's logs (``rewards/algoreval_reward``)."""
    global _default
    if _default is None:
        _default = make_algoreval_reward(ladder=os.environ.get("ALGOREVAL_LADDER") or None)
    return _default(completions, instance, **kwargs)
