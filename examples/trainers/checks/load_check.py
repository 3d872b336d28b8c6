"""Many trainer threads against a small reward service: every reward must arrive, however often it says 429.

    python3 load_check.py --url http://127.0.0.1:8765 --threads 8 --large 5 cases.json

Each thread calls the TRL recipe (one shared client, as a trainer's threads would share it) with all the cases;
one more thread sends the cases repeated to --large completions at once, more than the service can ever take
whole, so the client must split it at the size the 413 names. Prints {"rewards": [[...] per thread],
"large": [...], "stats": the client's counters}.
"""

import argparse
import json
import logging
import os
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import trl_reward  # noqa: E402
from algoreval_reward import RewardClient  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--large", type=int, default=5)
    parser.add_argument("--max-wait", type=float, default=300.0)
    parser.add_argument("cases")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(threadName)s %(message)s")
    with open(args.cases, encoding="utf-8") as f:
        cases = json.load(f)["cases"]
    reward = trl_reward.make_algoreval_reward(client=RewardClient(args.url, max_wait=args.max_wait))

    def call(batch):
        return reward(completions=[case["completion"] for case in batch],
                      instance=[case["row"]["instance"] for case in batch],
                      condition=[case["row"]["condition"] for case in batch])

    results = [None] * args.threads
    large_cases = [cases[i % len(cases)] for i in range(args.large)]
    large = []
    failures = []

    def run(slot):
        try:
            if slot is None:
                large.extend(call(large_cases))
            else:
                results[slot] = call(cases)
        except Exception as failure:  # reported below: a thread's exception would otherwise vanish
            failures.append(repr(failure))

    threads = [threading.Thread(target=run, args=(slot,), name="trainer-%s" % slot)
               for slot in list(range(args.threads)) + [None]]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise SystemExit("failed: " + "; ".join(failures))
    json.dump({"rewards": results, "large": large, "stats": reward.client.stats}, sys.stdout)


if __name__ == "__main__":
    main()
