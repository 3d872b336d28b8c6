"""Posts to the reward service as OpenRLHF's remote reward model client does, with no trainer installed.

    python3 openrlhf_check.py --url http://127.0.0.1:8765/openrlhf/reward cases.json

cases.json: {"cases": [{"row": <a line of `training grpo`'s JSONL>, "completion": "..."}]}. OpenRLHF renders each
prompt with the tokenizer's chat template (--apply_chat_template), generates, decodes prompt and response
together as the query (the end-of-turn token kept), and posts {"query", "prompts", "labels"}, the labels being
the --label_key column; it retries a failed request five times, a second apart, and reads "rewards". This check
renders a ChatML template and posts twice: with labels (--label_key instance), and without (labels all "").
Prints {"with_labels": [...], "without_labels": [...]}.
"""

import json
import os
import sys
import time
import urllib.error
import urllib.request

# -I leaves this folder off the path, and the checks' shared code is here.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import check_cases  # noqa: E402


def chatml(messages):
    text = "".join("<|im_start|>%s\n%s<|im_end|>\n" % (m["role"], m["content"]) for m in messages)
    return text + "<|im_start|>assistant\n"


def post(url, body):
    for attempt in range(5):
        request = urllib.request.Request(url, data=json.dumps(body).encode("utf-8"),
                                         headers={"Content-Type": "application/json"}, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=180) as answer:
                return json.loads(answer.read().decode("utf-8"))["rewards"]
        except urllib.error.HTTPError as refusal:
            print("attempt %d: %d %s" % (attempt + 1, refusal.code, refusal.read().decode("utf-8")), file=sys.stderr)
        time.sleep(1)
    raise SystemExit("no rewards after 5 attempts")


def main() -> None:
    url, cases = check_cases.arguments()
    prompts = [chatml(case["row"]["prompt"]) for case in cases]
    queries = [p + case["completion"] + "<|im_end|>" for p, case in zip(prompts, cases)]
    with_labels = post(url, {"query": queries, "prompts": prompts,
                                  "labels": [case["row"]["instance"] for case in cases]})
    without_labels = post(url, {"query": queries, "prompts": prompts, "labels": [""] * len(cases)})
    json.dump({"with_labels": with_labels, "without_labels": without_labels}, sys.stdout)


if __name__ == "__main__":
    main()
