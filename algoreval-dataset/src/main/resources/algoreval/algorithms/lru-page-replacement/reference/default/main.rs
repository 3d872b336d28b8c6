fn lru_page_replacement(pages: &[i32], frame_count: usize) -> Vec<Vec<i32>> {
    let mut frames = vec![-1; frame_count];
    let mut last_used = vec![0usize; frame_count]; // time of the latest reference to each frame's page
    let mut snapshots = Vec::with_capacity(pages.len());
    for (t, &page) in pages.iter().enumerate() {
        let slot = frames
            .iter()
            .position(|&f| f == page)
            .or_else(|| frames.iter().position(|&f| f == -1))
            .unwrap_or_else(|| (0..frame_count).min_by_key(|&f| last_used[f]).unwrap());
        frames[slot] = page;
        last_used[slot] = t;
        snapshots.push(frames.clone());
    }
    snapshots
}

fn main() {
    let pages = [1, 2, 3, 2, 5, 1, 2, 5, 1, 2, 3, 1, 5, 6, 1, 5, 4, 5];
    for frame_count in [3usize, 4] {
        let snapshots = lru_page_replacement(&pages, frame_count);
        let mut previous = vec![-1; frame_count];
        let mut faults = 0;
        for (page, frames) in pages.iter().zip(&snapshots) {
            let fault = !previous.contains(page);
            if fault {
                faults += 1;
            }
            if frame_count == 3 {
                let shown: Vec<String> =
                    frames.iter().map(|&f| if f == -1 { "-".to_string() } else { f.to_string() }).collect();
                println!("{}: {} {}", page, shown.join(" "), if fault { "fault" } else { "hit" });
            }
            previous = frames.clone();
        }
        println!("faults with {} frames: {}", frame_count, faults);
    }
}
