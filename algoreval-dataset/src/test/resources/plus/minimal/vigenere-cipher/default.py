# Minimal: a per-character shift, the key index advancing on letters only; output joined once.
def _apply(text, key, sign):
    shifts = [ord(k.lower()) - 97 for k in key]
    out = []
    k = 0
    for ch in text:
        if "a" <= ch <= "z" or "A" <= ch <= "Z":
            base = 97 if ch >= "a" else 65
            out.append(chr((ord(ch) - base + sign * shifts[k % len(shifts)]) % 26 + base))
            k += 1
        else:
            out.append(ch)
    return "".join(out)


def vigenereEncrypt(text, key):
    return _apply(text, key, 1)


def vigenereDecrypt(text, key):
    return _apply(text, key, -1)
