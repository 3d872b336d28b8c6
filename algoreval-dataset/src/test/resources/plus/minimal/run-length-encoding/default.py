# Minimal: a plain left-to-right scan collecting pieces in a list joined once (linear, as the contract's sizes need).
def rleEncode(s):
    parts = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        parts.append(str(j - i) + s[i])
        i = j
    return "".join(parts)


def rleDecode(encoded):
    parts = []
    count = 0
    for ch in encoded:
        if ch.isdigit():
            count = count * 10 + int(ch)
        else:
            parts.append(ch * count)
            count = 0
    return "".join(parts)
