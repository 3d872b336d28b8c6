#include <iostream>
#include <sstream>
#include <stack>
#include <string>
#include <vector>

int evaluatePostfix(const std::string &expression) {
    std::stack<int> stack;
    std::istringstream in(expression);
    std::string token;
    while (in >> token) {
        if (token == "+" || token == "-" || token == "*" || token == "/") {
            int right = stack.top();
            stack.pop();
            int left = stack.top();
            stack.pop();
            switch (token[0]) {
                case '+': stack.push(left + right); break;
                case '-': stack.push(left - right); break;
                case '*': stack.push(left * right); break;
                default: stack.push(left / right); break;  // truncates toward zero
            }
        } else {
            stack.push(std::stoi(token));
        }
    }
    return stack.top();
}

int main() {
    std::vector<std::string> expressions = {
        "5 1 2 + 4 * + 3 -",
        "2 3 4 * + 5 6 - *",
        "100 7 / 3 2 * -",
        "15 7 1 1 + - / 3 * 2 1 1 + + -",
        "4 10 - 27 8 / *",
    };
    for (const auto &expression : expressions) {
        std::cout << evaluatePostfix(expression) << "\n";
    }
    return 0;
}
