#include <cctype>
#include <iostream>
#include <string>

// direction is +1 to encrypt and -1 to decrypt
static std::string transform(const std::string& text, const std::string& key, int direction) {
    std::string out = text;
    std::size_t pos = 0;  // index of the next key letter; advances only on letters
    for (char& ch : out) {
        bool lower = ch >= 'a' && ch <= 'z', upper = ch >= 'A' && ch <= 'Z';
        if (!lower && !upper) continue;
        int base = lower ? 'a' : 'A';
        int shift = std::toupper(static_cast<unsigned char>(key[pos % key.size()])) - 'A';
        ch = static_cast<char>(base + ((ch - base + direction * shift) % 26 + 26) % 26);
        pos++;
    }
    return out;
}

std::string vigenereEncrypt(const std::string& text, const std::string& key) {
    return transform(text, key, 1);
}

std::string vigenereDecrypt(const std::string& text, const std::string& key) {
    return transform(text, key, -1);
}

int main() {
    std::cout << vigenereEncrypt("ATTACKATDAWN", "LEMON") << '\n';
    std::cout << vigenereEncrypt("Attack at dawn! Meet at 9 o'clock.", "LeMoN") << '\n';
    std::cout << vigenereDecrypt("Rijvs, Uyvjn! Xfsw gc e qogpox.", "key") << '\n';
    std::cout << vigenereEncrypt("Zebra zoo, XYZ.", "b") << '\n';
    return 0;
}
