#include <algorithm>
#include <iostream>
#include <utility>
#include <vector>

std::vector<int> findEulerianCircuit(int V, const std::vector<std::pair<int, int>>& edges, int start) {
    std::vector<std::vector<int>> succ(V);
    for (auto [u, v] : edges) succ[u].push_back(v);
    for (auto& targets : succ) std::sort(targets.begin(), targets.end());
    std::vector<std::size_t> used(V, 0);  // succ[u][0 .. used[u]-1] are the edges already walked
    std::vector<int> stack = {start};
    std::vector<int> circuit;
    while (!stack.empty()) {
        int u = stack.back();
        if (used[u] < succ[u].size()) {
            stack.push_back(succ[u][used[u]++]);
        } else {
            // u has no unused edge left: it is final at this point of the circuit
            circuit.push_back(u);
            stack.pop_back();
        }
    }
    std::reverse(circuit.begin(), circuit.end());
    return circuit;
}

int main() {
    int V = 7;
    std::vector<std::pair<int, int>> edges = {{5, 4}, {0, 5}, {4, 6}, {1, 5}, {5, 0}, {2, 4}, {6, 1},
                                              {4, 3}, {5, 6}, {3, 5}, {6, 4}, {5, 2}, {4, 5}};
    int start = 3;
    std::vector<int> circuit = findEulerianCircuit(V, edges, start);
    for (std::size_t i = 0; i < circuit.size(); ++i) std::cout << (i ? " " : "") << circuit[i];
    std::cout << "\n";
    return 0;
}
