"""What every check script takes: the live service's URL and a cases.json of {"cases": [...]}."""

import argparse
import json


def arguments():
    """Returns (url, cases) from the command line: --url URL cases.json."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("cases")
    args = parser.parse_args()
    with open(args.cases, encoding="utf-8") as f:
        return args.url, json.load(f)["cases"]
