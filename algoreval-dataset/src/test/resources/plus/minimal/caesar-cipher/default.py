# Minimal: a per-character shift with Python's (non-negative) modulo; Python ints do not overflow.
def _shift(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + shift) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + shift) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


def caesarEncrypt(text, shift):
    return _shift(text, shift)


def caesarDecrypt(text, shift):
    return _shift(text, -shift)
