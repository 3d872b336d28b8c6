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


if __name__ == "__main__":
    for s in ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aaabccddddde", "xyz", "ZZzzZ"]:
        print(rleEncode(s))
    for encoded in ["12W1B3W", "1a2b3c", "10x1y2z", "2Q11q"]:
        print(rleDecode(encoded))
