#include <cctype>
#include <iostream>
#include <string>
#include <vector>

std::string rleEncode(const std::string &s) {
    std::string out;
    size_t i = 0;
    while (i < s.size()) {
        size_t j = i;
        while (j < s.size() && s[j] == s[i]) j++;
        out += std::to_string(j - i);
        out += s[i];
        i = j;
    }
    return out;
}

std::string rleDecode(const std::string &encoded) {
    std::string out;
    size_t count = 0;
    for (char c : encoded) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            count = count * 10 + static_cast<size_t>(c - '0');
        } else {
            out.append(count, c);
            count = 0;
        }
    }
    return out;
}

int main() {
    std::vector<std::string> strings = {"WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aaabccddddde", "xyz", "ZZzzZ"};
    std::vector<std::string> encoded = {"12W1B3W", "1a2b3c", "10x1y2z", "2Q11q"};
    for (const auto &s : strings) std::cout << rleEncode(s) << "\n";
    for (const auto &e : encoded) std::cout << rleDecode(e) << "\n";
    return 0;
}
