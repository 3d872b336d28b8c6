#include <algorithm>
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>

std::vector<std::vector<int>> fifoPageReplacement(const std::vector<int> &pages, int frameCount) {
    std::vector<int> frames(frameCount, -1);
    std::unordered_map<int, int> frameOf;  // resident page -> frame number
    std::queue<int> loadOrder;             // resident pages, earliest loaded first
    std::vector<std::vector<int>> snapshots;
    for (int page : pages) {
        if (frameOf.count(page) == 0) {
            int slot;
            if (static_cast<int>(frameOf.size()) < frameCount) {
                slot = static_cast<int>(std::find(frames.begin(), frames.end(), -1) - frames.begin());
            } else {
                int victim = loadOrder.front();
                loadOrder.pop();
                slot = frameOf[victim];
                frameOf.erase(victim);
            }
            frames[slot] = page;
            frameOf[page] = slot;
            loadOrder.push(page);
        }
        snapshots.push_back(frames);
    }
    return snapshots;
}

int main() {
    std::vector<int> pages = {5, 3, 4, 2, 1, 3, 4, 5, 3, 4, 0, 5, 0, 2, 5, 0};
    for (int frameCount : {3, 4}) {
        std::vector<std::vector<int>> snapshots = fifoPageReplacement(pages, frameCount);
        std::vector<int> previous(frameCount, -1);
        int faults = 0;
        for (size_t i = 0; i < pages.size(); i++) {
            bool fault = std::find(previous.begin(), previous.end(), pages[i]) == previous.end();
            faults += fault;
            if (frameCount == 3) {
                std::cout << pages[i] << ":";
                for (int page : snapshots[i]) std::cout << " " << (page < 0 ? std::string("-") : std::to_string(page));
                std::cout << (fault ? " fault" : " hit") << "\n";
            }
            previous = snapshots[i];
        }
        std::cout << "faults with " << frameCount << " frames: " << faults << "\n";
    }
    return 0;
}
