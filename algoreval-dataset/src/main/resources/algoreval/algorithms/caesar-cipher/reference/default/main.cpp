#include <iostream>
#include <string>

static std::string shiftLetters(const std::string& text, int shift) {
    int k = ((shift % 26) + 26) % 26;
    std::string out = text;
    for (char& ch : out) {
        if (ch >= 'a' && ch <= 'z') {
            ch = static_cast<char>('a' + (ch - 'a' + k) % 26);
        } else if (ch >= 'A' && ch <= 'Z') {
            ch = static_cast<char>('A' + (ch - 'A' + k) % 26);
        }
    }
    return out;
}

std::string caesarEncrypt(const std::string& text, int shift) {
    return shiftLetters(text, shift);
}

std::string caesarDecrypt(const std::string& text, int shift) {
    return shiftLetters(text, -(shift % 26));
}

int main() {
    std::cout << caesarEncrypt("Hello, World! Meet me at 10:30 near the Zoo.", 3) << '\n';
    std::cout << caesarDecrypt("Khoor, Zruog!", 3) << '\n';
    std::cout << caesarEncrypt("The Quick Brown Fox Jumps Over The Lazy Dog", 13) << '\n';
    std::cout << caesarEncrypt("abc-XYZ xyz_ABC", 29) << '\n';
    std::cout << caesarDecrypt("Vjg swkem dtqyp hqz", -24) << '\n';
    return 0;
}
