// The GL state Dear ImGui's OpenGL3 backend saves and restores around each frame it draws, kept
// on the page instead of asked of the browser. ImGui 1.86 reads the scissor box and the blend
// functions and equations with glGetIntegerv every frame; Chromium's WebGL answers those by a
// round trip to the GPU process, which first finishes every command queued before it (the last
// frame's drawing). With software GL (SwiftShader under Xvfb) the page's main thread waited there
// 50 to 200 ms a frame: nearly all its long tasks (docs/PERFORMANCE.md). The backend is compiled
// with this header forced in first (web/CMakeLists.txt, wasm only), so its calls of these
// functions come here: the setters pass through and keep a copy, the getters read the copy.
// Nothing else on the page sets these states (main.cc only sets the viewport and clears).
#pragma once

#include <GLES3/gl3.h>

namespace rummy::web::gl {

void GetIntegerv(GLenum name, GLint* data);
void Scissor(GLint x, GLint y, GLsizei width, GLsizei height);
void BlendEquation(GLenum mode);
void BlendEquationSeparate(GLenum rgb, GLenum alpha);
void BlendFuncSeparate(GLenum src_rgb, GLenum dst_rgb, GLenum src_alpha, GLenum dst_alpha);

}  // namespace rummy::web::gl

#ifndef RUMMY_GL_STATE_IMPL
#define glGetIntegerv rummy::web::gl::GetIntegerv
#define glScissor rummy::web::gl::Scissor
#define glBlendEquation rummy::web::gl::BlendEquation
#define glBlendEquationSeparate rummy::web::gl::BlendEquationSeparate
#define glBlendFuncSeparate rummy::web::gl::BlendFuncSeparate
#endif
