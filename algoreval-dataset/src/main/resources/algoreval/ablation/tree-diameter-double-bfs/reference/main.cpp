#include <algorithm>
#include <iostream>
#include <queue>
#include <utility>
#include <vector>

std::pair<int, std::vector<int>> solve(int n, const std::vector<std::vector<int>>& edges) {
    std::vector<std::vector<int>> neighbours(n);
    for (const auto& e : edges) {
        neighbours[e[0]].push_back(e[1]);
        neighbours[e[1]].push_back(e[0]);
    }
    std::vector<int> distance(n), parent(n);
    // Returns the farthest vertex from source, the smallest label on ties.
    auto farthest = [&](int source) {
        std::fill(distance.begin(), distance.end(), -1);
        distance[source] = 0;
        parent[source] = -1;
        std::queue<int> queue;
        queue.push(source);
        while (!queue.empty()) {
            int x = queue.front();
            queue.pop();
            for (int y : neighbours[x]) {
                if (distance[y] < 0) {
                    distance[y] = distance[x] + 1;
                    parent[y] = x;
                    queue.push(y);
                }
            }
        }
        return static_cast<int>(std::max_element(distance.begin(), distance.end()) - distance.begin());
    };
    int a = farthest(0);
    int b = farthest(a);
    std::vector<int> path;
    for (int x = b; x != -1; x = parent[x]) path.push_back(x);
    std::reverse(path.begin(), path.end());
    return {distance[b], path};
}

int main() {
    int n = 10;
    std::vector<std::vector<int>> edges = {{0, 1}, {1, 2}, {0, 3}, {3, 4}, {4, 8}, {4, 9}, {0, 5}, {5, 6}, {6, 7}};
    auto [length, path] = solve(n, edges);
    std::cout << length << "\n";
    for (size_t k = 0; k < path.size(); k++) std::cout << (k == 0 ? "" : " ") << path[k];
    std::cout << "\n";
    return 0;
}
