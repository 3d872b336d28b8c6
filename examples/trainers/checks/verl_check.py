"""Calls the verl recipe as verl's reward managers do, against a live reward service, with no trainer installed.

    python3 verl_check.py --url http://127.0.0.1:8765 cases.json

cases.json: {"cases": [{"row": <a row of `training verl`'s Parquet, as a reader gives it>, "completion": "..."}]}.
The naive reward manager calls compute_score(data_source, solution_str, ground_truth, extra_info) per response;
the batch manager compute_score_batch(data_sources, solution_strs, ground_truths, extra_infos) once; the URL
comes as custom_reward_function.reward_kwargs would bring it. Prints {"single": [...], "batch": [...]}.
"""

import json
import os
import sys

# -I leaves both folders off the path: the recipes are one up, the checks' shared code here.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import verl_reward  # noqa: E402
import check_cases  # noqa: E402


def main() -> None:
    url, cases = check_cases.arguments()
    single = [verl_reward.compute_score(data_source=case["row"]["data_source"], solution_str=case["completion"],
                                        ground_truth=case["row"]["reward_model"]["ground_truth"],
                                        extra_info=case["row"]["extra_info"], url=url)
              for case in cases]
    batch = verl_reward.compute_score_batch(data_sources=[case["row"]["data_source"] for case in cases],
                                            solution_strs=[case["completion"] for case in cases],
                                            ground_truths=[case["row"]["reward_model"]["ground_truth"] for case in cases],
                                            extra_infos=[case["row"]["extra_info"] for case in cases], url=url)
    json.dump({"single": single, "batch": batch}, sys.stdout)


if __name__ == "__main__":
    main()
