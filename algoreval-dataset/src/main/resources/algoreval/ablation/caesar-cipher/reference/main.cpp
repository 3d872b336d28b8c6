#include <iostream>
#include <string>

std::string solve(const std::string& text, int k) {
    std::string out = text;
    for (char& ch : out) {
        if (ch >= 'a' && ch <= 'z') {
            ch = static_cast<char>((ch - 'a' + k) % 26 + 'a');
        } else if (ch >= 'A' && ch <= 'Z') {
            ch = static_cast<char>((ch - 'A' + k) % 26 + 'A');
        }
    }
    return out;
}

int main() {
    std::string text = "Meet me at the Zoo, 10:45 sharp!";
    int k = 3;
    std::cout << solve(text, k) << "\n";
    return 0;
}
