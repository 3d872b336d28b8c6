#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

std::vector<std::vector<int>> lruPageReplacement(const std::vector<int> &pages, int frameCount) {
    std::vector<int> frames(frameCount, -1);
    std::vector<int> lastUsed(frameCount, -1);  // time of the latest reference to each frame's page
    std::vector<std::vector<int>> snapshots;
    for (int t = 0; t < static_cast<int>(pages.size()); t++) {
        auto hit = std::find(frames.begin(), frames.end(), pages[t]);
        auto empty = std::find(frames.begin(), frames.end(), -1);
        size_t slot;
        if (hit != frames.end()) {
            slot = hit - frames.begin();
        } else if (empty != frames.end()) {
            slot = empty - frames.begin();
        } else {
            slot = std::min_element(lastUsed.begin(), lastUsed.end()) - lastUsed.begin();
        }
        frames[slot] = pages[t];
        lastUsed[slot] = t;
        snapshots.push_back(frames);
    }
    return snapshots;
}

int main() {
    std::vector<int> pages = {1, 2, 3, 2, 5, 1, 2, 5, 1, 2, 3, 1, 5, 6, 1, 5, 4, 5};
    for (int frameCount : {3, 4}) {
        std::vector<std::vector<int>> snapshots = lruPageReplacement(pages, frameCount);
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
