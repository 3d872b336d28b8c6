#include <cctype>
#include <iostream>
#include <string>
#include <vector>

static int precedence(char op) {
    switch (op) {
        case '+': case '-': return 1;
        case '*': case '/': return 2;
        case '^': return 3;
        default: return 0;
    }
}

std::vector<std::string> infixToPostfix(const std::string &expression) {
    std::vector<std::string> output;
    std::vector<char> operators;
    size_t i = 0;
    while (i < expression.size()) {
        char c = expression[i];
        if (c == ' ') {
            i++;
        } else if (std::isalnum(static_cast<unsigned char>(c))) {
            size_t j = i;
            while (j < expression.size() && std::isalnum(static_cast<unsigned char>(expression[j]))) j++;
            output.push_back(expression.substr(i, j - i));
            i = j;
        } else if (c == '(') {
            operators.push_back(c);
            i++;
        } else if (c == ')') {
            while (operators.back() != '(') {
                output.push_back(std::string(1, operators.back()));
                operators.pop_back();
            }
            operators.pop_back();
            i++;
        } else {
            // Pop operators that bind at least as tightly (strictly tighter for right-associative ^).
            while (!operators.empty() && operators.back() != '(') {
                int top = precedence(operators.back()), cur = precedence(c);
                if (top > cur || (top == cur && c != '^')) {
                    output.push_back(std::string(1, operators.back()));
                    operators.pop_back();
                } else {
                    break;
                }
            }
            operators.push_back(c);
            i++;
        }
    }
    while (!operators.empty()) {
        output.push_back(std::string(1, operators.back()));
        operators.pop_back();
    }
    return output;
}

int main() {
    std::vector<std::string> expressions = {
        "3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3",
        "a*(b+c)-d/e",
        "(12-3)-(4-1)-7",
        "2^3^2*x+10/5/y",
        "((a + b) * (c - d)) ^ 2",
        "price*(1+rate)^years-10",
    };
    for (const auto &expression : expressions) {
        std::vector<std::string> tokens = infixToPostfix(expression);
        for (size_t j = 0; j < tokens.size(); j++) std::cout << (j ? " " : "") << tokens[j];
        std::cout << "\n";
    }
    return 0;
}
