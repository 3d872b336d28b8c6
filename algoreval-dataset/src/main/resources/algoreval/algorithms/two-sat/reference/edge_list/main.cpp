#include <algorithm>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <optional>
#include <utility>
#include <vector>

// Returns an assignment (element i-1 is the value of x_i), or nothing if the formula is unsatisfiable.
std::optional<std::vector<bool>> twoSat(int n, const std::vector<std::pair<int, int>>& clauses) {
    // vertex 2*(i-1) is the literal x_i and vertex 2*(i-1)+1 is NOT x_i, so v ^ 1 negates vertex v
    auto vertex = [](int literal) { return 2 * (std::abs(literal) - 1) + (literal < 0 ? 1 : 0); };
    int size = 2 * n;
    std::vector<std::vector<int>> adj(size);
    for (auto [a, b] : clauses) {
        // (a OR b) is equivalent to (NOT a -> b) and (NOT b -> a)
        adj[vertex(a) ^ 1].push_back(vertex(b));
        adj[vertex(b) ^ 1].push_back(vertex(a));
    }

    // Tarjan's SCC algorithm on the implication graph; components get numbers in reverse topological order
    std::vector<int> index(size, -1), low(size, 0), comp(size, -1), stack;
    int counter = 0, components = 0;
    std::function<void(int)> strongConnect = [&](int v) {
        index[v] = low[v] = counter++;
        stack.push_back(v);
        for (int w : adj[v]) {
            if (index[w] == -1) {
                strongConnect(w);
                low[v] = std::min(low[v], low[w]);
            } else if (comp[w] == -1) {  // w is still on the stack
                low[v] = std::min(low[v], index[w]);
            }
        }
        if (low[v] == index[v]) {
            int w;
            do {
                w = stack.back();
                stack.pop_back();
                comp[w] = components;
            } while (w != v);
            ++components;
        }
    };
    for (int v = 0; v < size; ++v)
        if (index[v] == -1) strongConnect(v);

    std::vector<bool> assignment(n);
    for (int i = 0; i < n; ++i) {
        if (comp[2 * i] == comp[2 * i + 1]) return std::nullopt;  // x_i and NOT x_i imply each other
        // x_i is true when its component comes after the one of NOT x_i in topological order
        assignment[i] = comp[2 * i] < comp[2 * i + 1];
    }
    return assignment;
}

int main() {
    int n1 = 6;
    std::vector<std::pair<int, int>> clauses1 = {{4, -6}, {2, -6}, {-4, 3}, {4, -5}, {1, -3}, {-2, 6}, {-4, 5}, {2, 5}, {-5, -2}};
    int n2 = 4;
    std::vector<std::pair<int, int>> clauses2 = {{1, 2}, {3, -2}, {3, 4}, {-2, -1}, {-4, -3}, {-3, 2}, {-1, -4}, {4, 1}};
    for (const auto& [n, clauses] : {std::make_pair(n1, clauses1), std::make_pair(n2, clauses2)}) {
        auto assignment = twoSat(n, clauses);
        if (!assignment) {
            std::cout << "UNSATISFIABLE\n";
            continue;
        }
        std::cout << "SATISFIABLE\n";
        for (size_t i = 0; i < assignment->size(); ++i) std::cout << (i ? " " : "") << ((*assignment)[i] ? 1 : 0);
        std::cout << "\n";
    }
    return 0;
}
