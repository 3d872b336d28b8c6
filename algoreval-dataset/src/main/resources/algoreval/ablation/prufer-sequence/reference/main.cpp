#include <iostream>
#include <queue>
#include <set>
#include <vector>

std::vector<int> solve(int n, const std::vector<std::vector<int>>& edges) {
    std::vector<std::set<int>> neighbours(n);
    for (const auto& e : edges) {
        neighbours[e[0]].insert(e[1]);
        neighbours[e[1]].insert(e[0]);
    }
    std::priority_queue<int, std::vector<int>, std::greater<int>> leaves;
    for (int v = 0; v < n; v++) {
        if (neighbours[v].size() == 1) leaves.push(v);
    }
    std::vector<int> result;
    for (int step = 0; step < n - 2; step++) {
        int leaf = leaves.top();
        leaves.pop();
        int parent = *neighbours[leaf].begin();
        result.push_back(parent);
        neighbours[leaf].clear();
        neighbours[parent].erase(leaf);
        if (neighbours[parent].size() == 1) leaves.push(parent);
    }
    return result;
}

int main() {
    int n = 8;
    std::vector<std::vector<int>> edges = {{0, 3}, {1, 3}, {3, 4}, {4, 5}, {5, 2}, {5, 6}, {6, 7}};
    std::vector<int> result = solve(n, edges);
    for (size_t i = 0; i < result.size(); i++) {
        std::cout << (i == 0 ? "" : " ") << result[i];
    }
    std::cout << "\n";
    return 0;
}
