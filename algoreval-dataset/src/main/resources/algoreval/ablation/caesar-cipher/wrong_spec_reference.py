# Follows the wrong spec: every letter moves k places EARLIER in the alphabet.
def solve(text, k):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - ord("a") - k) % 26 + ord("a")))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - ord("A") - k) % 26 + ord("A")))
        else:
            out.append(ch)
    return "".join(out)


if __name__ == "__main__":
    text = "Meet me at the Zoo, 10:45 sharp!"
    k = 3
    print(solve(text, k))
