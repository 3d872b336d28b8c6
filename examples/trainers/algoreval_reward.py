"""Client of the AlgoREval-J reward service (``./algoreval reward-service``), standard library only.

The service scores a bounded number of completions at once (workers + queue) and refuses the rest rather than
queueing without end. This client is what a trainer's reward function needs on top of plain HTTP:

* 429 (no room now) and 503 (a fault of the host) are waited out as the ``Retry-After`` header says, with a
  little jitter so that many trainer processes do not come back in the same instant, until ``max_wait``;
* 413 for a batch that can never fit: the answer names ``max_batch``, and the batch is sent again in pieces
  of that size (so is a batch that keeps meeting 429 while smaller ones get through);
* a reward the host could not compute (``"retry": true`` in a batch's result) is asked again, never taken as 0;
* any other refusal (an unknown instance, a malformed request) raises ``RewardServiceError`` with the
  service's own message, because asking again cannot help.

    from algoreval_reward import RewardClient, reward_request
    client = RewardClient("http://127.0.0.1:8765")
    client.rewards([reward_request("dijkstra/python/edge_list", completion, condition="plus")])

``client.stats`` counts what was ridden out (``busy`` 429s, ``host_faults``, ``connection_errors``, ``splits``);
the logger ``algoreval_reward`` says so at INFO as it happens.
"""

from __future__ import annotations

import collections
import json
import logging
import os
import random
import threading
import time
import urllib.error
import urllib.request
from typing import Any, Dict, List, Optional, Sequence

DEFAULT_URL = "http://127.0.0.1:8765"
#: Where the service is when no URL is given: the environment variable, else the service's default port here.
URL_VARIABLE = "ALGOREVAL_REWARD_URL"

log = logging.getLogger("algoreval_reward")

# A batch that met 429 this many times in a row is halved: smaller batches find room sooner when other clients
# keep the queue busy, where a large one would wait for many places to be free at the same moment.
_BUSY_BEFORE_SPLIT = 3


class RewardServiceError(RuntimeError):
    """The service refused a request for good (4xx other than 429, 500), or gave no answer within ``max_wait``."""

    def __init__(self, message: str, status: Optional[int] = None, body: Optional[dict] = None):
        super().__init__(message)
        self.status = status
        self.body = body or {}


def reward_request(instance: str, completion: str, condition: Optional[str] = None,
                   ladder: Optional[str] = None) -> Dict[str, str]:
    """One request of ``POST /reward``. A missing condition or ladder is chosen by the service from the other
    (the plus ladder goes with the condition plus; otherwise zero-shot and the base ladder)."""
    request = {"instance": instance, "completion": completion}
    if condition:
        request["condition"] = condition
    if ladder:
        request["ladder"] = ladder
    return request


def completion_text(completion: Any) -> str:
    """The model's answer as text, from a plain string or a conversational completion (a list of
    ``{"role": "assistant", "content": ...}`` messages, as TRL passes them)."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, dict):
        return str(completion.get("content", ""))
    return "".join(str(message.get("content", "")) for message in completion
                   if message.get("role", "assistant") == "assistant")


class RewardClient:
    """Thread-safe: one client may serve all of a trainer's threads."""

    def __init__(self, url: Optional[str] = None, *, timeout: float = 900.0, max_wait: float = 1800.0,
                 max_batch: Optional[int] = None):
        """
        :param url: the service's base URL; default ``$ALGOREVAL_REWARD_URL``, else http://127.0.0.1:8765
        :param timeout: seconds to wait for one answer (a batch is scored before it is answered)
        :param max_wait: seconds one call may spend waiting out 429, 503 and unreachable service before it raises
        :param max_batch: the largest batch to send; default: what the service says when a batch is too large
        """
        self.url = (url or os.environ.get(URL_VARIABLE) or DEFAULT_URL).rstrip("/")
        self.timeout = timeout
        self.max_wait = max_wait
        self._max_batch = max_batch
        self._lock = threading.Lock()
        self.stats = {"batches": 0, "busy": 0, "host_faults": 0, "connection_errors": 0, "splits": 0}

    def rewards(self, requests: Sequence[Dict[str, str]]) -> List[float]:
        """The reward of each request, in order."""
        return [result["reward"] for result in self.score(requests)]

    def score(self, requests: Sequence[Dict[str, str]]) -> List[dict]:
        """The service's whole result for each request (reward, outcome, verdict, detail, ...), in order."""
        requests = list(requests)
        results: List[Optional[dict]] = [None] * len(requests)
        deadline = time.monotonic() + self.max_wait
        pending = collections.deque(self._pieces(list(range(len(requests)))))
        while pending:
            piece = pending.popleft()
            answer = self._send([requests[i] for i in piece], deadline)
            if answer is None:
                # Too large or too often busy: the same requests again, in smaller pieces, before the others.
                self._count("splits")
                pieces = self._pieces(piece)
                if len(pieces) == 1:
                    middle = len(piece) // 2
                    pieces = [piece[:middle], piece[middle:]]
                pending.extendleft(reversed(pieces))
                continue
            again = []
            for index, result in zip(piece, answer):
                if "error" not in result:
                    results[index] = result
                elif result.get("retry"):
                    again.append(index)
                else:
                    raise RewardServiceError("%s: %s" % (requests[index].get("instance"), result["error"]), 200, result)
            if again:
                # The host failed these (a full disk, refused processes): not the completions' fault, so no reward
                # of 0; they are asked again after the pause a host fault asks for.
                self._count("host_faults")
                self._pause(5.0, deadline, "%d rewards failed on a host fault" % len(again))
                pending.append(again)
        return results  # type: ignore[return-value]

    def health(self) -> dict:
        """``GET /health``: workers, queue, max_batch, counters."""
        with urllib.request.urlopen(self.url + "/health", timeout=self.timeout) as answer:
            return json.loads(answer.read().decode("utf-8"))

    def _pieces(self, indices: List[int]) -> List[List[int]]:
        size = self._max_batch or len(indices)
        return [indices[i:i + size] for i in range(0, len(indices), max(1, size))]

    def _send(self, batch: List[Dict[str, str]], deadline: float) -> Optional[List[dict]]:
        """The batch's results, or None when it must be sent again in smaller pieces."""
        body = json.dumps({"requests": batch}).encode("utf-8")
        busy_in_a_row = 0
        while True:
            self._count("batches")
            request = urllib.request.Request(self.url + "/reward", data=body, method="POST",
                                             headers={"Content-Type": "application/json"})
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as answer:
                    return json.loads(answer.read().decode("utf-8"))["results"]
            except urllib.error.HTTPError as refusal:
                status, answer = refusal.code, _json(refusal)
                message = answer.get("error", refusal.reason)
                if status == 413 and answer.get("max_batch") and len(batch) > 1:
                    with self._lock:
                        self._max_batch = min(self._max_batch or len(batch), int(answer["max_batch"]))
                    log.info("batch of %d too large for the service (at most %s at once): splitting",
                             len(batch), answer["max_batch"])
                    return None
                if status == 413 and message.startswith("the body exceeds") and len(batch) > 1:
                    log.info("batch of %d larger than the service reads in one body: splitting", len(batch))
                    return None
                if status == 429:
                    self._count("busy")
                    busy_in_a_row += 1
                    if busy_in_a_row >= _BUSY_BEFORE_SPLIT and len(batch) > 1:
                        log.info("batch of %d refused %d times for want of room: splitting", len(batch), busy_in_a_row)
                        return None
                    self._pause(_retry_after(refusal, answer), deadline, "service busy (429): " + message)
                    continue
                if status == 503:
                    self._count("host_faults")
                    self._pause(_retry_after(refusal, answer, 5.0), deadline, "service unavailable (503): " + message)
                    continue
                raise RewardServiceError("reward service answered %d: %s" % (status, message), status, answer) from None
            except (urllib.error.URLError, ConnectionError, TimeoutError) as failure:
                # Not reachable, or the connection dropped: a service restarting comes back; one that does not
                # is reported when max_wait runs out.
                self._count("connection_errors")
                self._pause(2.0, deadline, "reward service not reachable at %s: %s" % (self.url, failure))

    def _pause(self, seconds: float, deadline: float, why: str) -> None:
        wait = seconds * (1.0 + 0.25 * random.random())
        if time.monotonic() + wait > deadline:
            raise RewardServiceError("gave up after %.0f s: %s" % (self.max_wait, why))
        log.info("%s; retrying in %.1f s", why, wait)
        time.sleep(wait)

    def _count(self, what: str) -> None:
        with self._lock:
            self.stats[what] += 1


def _json(refusal: urllib.error.HTTPError) -> dict:
    try:
        answer = json.loads(refusal.read().decode("utf-8"))
        return answer if isinstance(answer, dict) else {}
    except (ValueError, OSError):
        return {}


def _retry_after(refusal: urllib.error.HTTPError, answer: dict, fallback: float = 1.0) -> float:
    """Seconds from the Retry-After header (delta-seconds, as the service sends it), else the body, else fallback."""
    for value in (refusal.headers.get("Retry-After"), answer.get("retry_after")):
        try:
            if value is not None:
                return max(0.0, float(value))
        except ValueError:
            pass
    return fallback
