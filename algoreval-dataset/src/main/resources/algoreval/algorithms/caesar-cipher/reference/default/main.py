def _shift_char(ch, shift):
    if "a" <= ch <= "z":
        return chr((ord(ch) - ord("a") + shift) % 26 + ord("a"))
    if "A" <= ch <= "Z":
        return chr((ord(ch) - ord("A") + shift) % 26 + ord("A"))
    return ch


def caesarEncrypt(text, shift):
    return "".join(_shift_char(ch, shift) for ch in text)


def caesarDecrypt(text, shift):
    return "".join(_shift_char(ch, -shift) for ch in text)


if __name__ == "__main__":
    calls = [
        (caesarEncrypt, "Hello, World! Meet me at 10:30 near the Zoo.", 3),
        (caesarDecrypt, "Khoor, Zruog!", 3),
        (caesarEncrypt, "The Quick Brown Fox Jumps Over The Lazy Dog", 13),
        (caesarEncrypt, "abc-XYZ xyz_ABC", 29),
        (caesarDecrypt, "Vjg swkem dtqyp hqz", -24),
    ]
    for function, text, shift in calls:
        print(function(text, shift))
