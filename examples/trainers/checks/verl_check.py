"""Calls the verl recipe as verl's reward managers do, against a live reward service, with no trainer installed.

    python3 verl_check.py --url http://127.0.0.1:8765 cases.json

cases.json: {"cases": [{"row": <a row of `training verl`'s Parquet, as a reader gives it>, "completion": "..."}]}.
The naive reward manager calls compute_score(data_source, solution_str, ground_truth, extra_info) per response;
the batch manager compute_score_batch(data_sources, solution_strs, ground_truths, extra_infos) once; the URL
comes as custom_reward_function.reward_kwargs would bring it. Prints {"single": [...], "batch": [...]}.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import verl_reward  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("cases")
    args = parser.parse_args()
    with open(args.cases, encoding="utf-8") as f:
        cases = json.load(f)["cases"]
    single = [verl_reward.compute_score(data_source=case["row"]["data_source"], solution_str=case["completion"],
                                        ground_truth=case["row"]["reward_model"]["ground_truth"],
                                        extra_info=case["row"]["extra_info"], url=args.url)
              for case in cases]
    batch = verl_reward.compute_score_batch(data_sources=[case["row"]["data_source"] for case in cases],
                                            solution_strs=[case["completion"] for case in cases],
                                            ground_truths=[case["row"]["reward_model"]["ground_truth"] for case in cases],
                                            extra_infos=[case["row"]["extra_info"] for case in cases], url=args.url)
    json.dump({"single": single, "batch": batch}, sys.stdout)


if __name__ == "__main__":
    main()
