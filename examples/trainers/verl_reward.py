"""AlgoREval execution reward for verl, as a custom reward function.

``./algoreval training verl`` writes verl's parquet rows: ``reward_model.ground_truth`` is the instance id and
``extra_info`` carries the instance, condition and ladder. verl calls:

* ``compute_score(data_source, solution_str, ground_truth, extra_info)`` once per response, with its default
  (naive) reward manager, one request to the service each time;
* ``compute_score_batch(data_sources, solution_strs, ground_truths, extra_infos)`` once per batch, with
  ``reward_model.reward_manager=batch``: one request for the whole batch, which the service scores on all
  its workers at once. Prefer this one.

    custom_reward_function.path=examples/trainers/verl_reward.py
    custom_reward_function.name=compute_score_batch
    reward_model.reward_manager=batch
    +custom_reward_function.reward_kwargs.url=http://rewards-host:8765   # else $ALGOREVAL_REWARD_URL

The service refuses no work for good while it is busy: 429 and 503 are waited out (``RewardClient``), so a
reward is never made up. A response whose decoder kept the end-of-turn token (``...```<|im_end|>``) is scored
as the answer before it: the service drops such tokens.
"""

from __future__ import annotations

import os
import sys
import threading
from typing import Any, Dict, List, Mapping, Optional, Sequence

# The client sits beside this file; verl loads the reward file by path, from anywhere.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from algoreval_reward import RewardClient, reward_request  # noqa: E402

_clients: Dict[Optional[str], RewardClient] = {}
_lock = threading.Lock()


def _client(url: Optional[str]) -> RewardClient:
    with _lock:
        if url not in _clients:
            _clients[url] = RewardClient(url)
        return _clients[url]


def _request(solution_str: str, ground_truth: Any, extra_info: Optional[Mapping[str, Any]],
             condition: Optional[str], ladder: Optional[str]) -> Dict[str, str]:
    info = extra_info if isinstance(extra_info, Mapping) else {}
    instance = info.get("instance") or ground_truth
    if not isinstance(instance, str) or not instance:
        raise ValueError("no instance id: reward_model.ground_truth or extra_info.instance must name one "
                         "(rows from `./algoreval training verl` carry both), got %r" % (ground_truth,))
    return reward_request(instance, solution_str, condition or info.get("condition"), ladder or info.get("ladder"))


def compute_score(data_source: str, solution_str: str, ground_truth: str,
                  extra_info: Optional[Mapping[str, Any]] = None, url: Optional[str] = None,
                  condition: Optional[str] = None, ladder: Optional[str] = None, **kwargs: Any) -> float:
    """verl's custom reward signature: the reward of one response (``url``, ``condition`` and ``ladder`` can be
    set through ``custom_reward_function.reward_kwargs``; they override the row's)."""
    return _client(url).rewards([_request(solution_str, ground_truth, extra_info, condition, ladder)])[0]


def compute_score_batch(data_sources: Sequence[str], solution_strs: Sequence[str], ground_truths: Sequence[str],
                        extra_infos: Optional[Sequence[Optional[Mapping[str, Any]]]] = None, url: Optional[str] = None,
                        condition: Optional[str] = None, ladder: Optional[str] = None, **kwargs: Any) -> List[float]:
    """For ``reward_model.reward_manager=batch``: the rewards of a whole batch, in order, from one call."""
    infos = list(extra_infos) if extra_infos is not None else [None] * len(solution_strs)
    return _client(url).rewards([_request(s, g, i, condition, ladder)
                                 for s, g, i in zip(solution_strs, ground_truths, infos)])
