#include <algorithm>
#include <iostream>
#include <vector>

std::vector<int> findEulerianCircuit(const std::vector<std::vector<int>>& adj, int start) {
    int V = static_cast<int>(adj.size());
    std::vector<std::vector<int>> succ = adj;
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
    std::vector<std::vector<int>> adj = {{5}, {5}, {4}, {5}, {6, 3, 5}, {4, 0, 6, 2}, {1, 4}};
    int start = 3;
    std::vector<int> circuit = findEulerianCircuit(adj, start);
    for (std::size_t i = 0; i < circuit.size(); ++i) std::cout << (i ? " " : "") << circuit[i];
    std::cout << "\n";
    return 0;
}
