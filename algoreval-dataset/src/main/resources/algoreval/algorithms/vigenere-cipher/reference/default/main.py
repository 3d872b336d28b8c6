def _transform(text, key, direction):
    shifts = [ord(k) - ord("A") for k in key.upper()]
    out = []
    pos = 0  # index of the next key letter; advances only on letters
    for ch in text:
        if ch.isascii() and ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            s = direction * shifts[pos % len(shifts)]
            out.append(chr((ord(ch) - base + s) % 26 + base))
            pos += 1
        else:
            out.append(ch)
    return "".join(out)


def vigenereEncrypt(text, key):
    return _transform(text, key, 1)


def vigenereDecrypt(text, key):
    return _transform(text, key, -1)


if __name__ == "__main__":
    calls = [
        (vigenereEncrypt, "ATTACKATDAWN", "LEMON"),
        (vigenereEncrypt, "Attack at dawn! Meet at 9 o'clock.", "LeMoN"),
        (vigenereDecrypt, "Rijvs, Uyvjn! Xfsw gc e qogpox.", "key"),
        (vigenereEncrypt, "Zebra zoo, XYZ.", "b"),
    ]
    for function, text, key in calls:
        print(function(text, key))
